import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { refuse } from '../../../../shared/error-words';
import type { ScenarioRef, ScenarioRunState } from '../../../../shared/schemas/scenario-desk';
import { ScenarioName } from '../../../../shared/schemas/scenario-ref';
import { api, call } from '../../lib/api';

export const scenarioKeys = {
  all: ['scenarios'] as const,
  list: ['scenarios', 'list'] as const,
  file: (ref: ScenarioRef) => ['scenarios', 'file', ref.source, ref.name] as const,
  run: ['scenarios', 'run'] as const,
};

export function useScenarioList() {
  return useQuery({ queryKey: scenarioKeys.list, queryFn: () => call(api().scenarios.list()) });
}

export function useScenarioFile(ref: ScenarioRef | undefined) {
  return useQuery({
    queryKey: ref ? scenarioKeys.file(ref) : ['scenarios', 'file', 'none'],
    // A name no scenario can have (typed into the address) names none: said as main says it of
    // a name it does not find, in the person's words, instead of main's field check.
    queryFn: () =>
      call(
        ScenarioName.safeParse(ref!.name).success
          ? api().scenarios.read(ref!)
          : Promise.resolve(refuse('not_found', 'scenario_not_found', { id: ref!.name })),
      ),
    enabled: ref !== undefined,
    // The editor holds the person's text: a refetch must not replace it under them.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}

const ongoing = (run: ScenarioRunState | null | undefined) =>
  run !== null && run !== undefined && run.state === 'running';

/**
 * Main's run, read again while a step is on its way: the run goes on in main while the page is
 * elsewhere, and a page that comes back reads where it is.
 */
export function useScenarioRun() {
  return useQuery({
    queryKey: scenarioKeys.run,
    queryFn: () => call(api().scenarios.status()),
    refetchInterval: (query) => (ongoing(query.state.data) ? 300 : false),
  });
}

/** Sets what main answered as the run, so the page polls from there. */
export function useRunAction<I>(act: (input: I) => Promise<ScenarioRunState | null>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: act,
    onSuccess: (run) => {
      client.setQueryData(scenarioKeys.run, run);
      // A step moved money: every screen that shows payments reads again.
      void client.invalidateQueries({ queryKey: ['payments'] });
      void client.invalidateQueries({ queryKey: ['transactions'] });
    },
  });
}
