import type { TFunction } from 'i18next';
import { useId, useState, type FormEvent } from 'react';
import type { ActivityFilter } from '../../../../shared/schemas/activity';
import { JournaledOperationKind, Outcome } from '../../../../shared/schemas/operation';
import { FilterBar, type FilterChip } from '../../ui/FilterBar';
import { CheckGroup } from './CheckGroup';
import { useActivityWords } from './format';
import { profileName, ProfileSelect } from './ProfileSelect';
import { useFilterProfiles } from './queries';
import { dateTimeInputText, readTypedDateTime } from '../../lib/date-input';
import { isoToLocalInput, localInputToIso } from './time';

type Draft = {
  search: string;
  operations: JournaledOperationKind[];
  outcomes: Outcome[];
  profile: string;
  from: string;
  to: string;
  operator: string;
  approver: string;
  console: string;
};
type Errors = Partial<Record<'search' | 'from' | 'to', string>>;
const TIME_FIELDS = ['from', 'to'] as const;
const WHO_FIELDS = ['operator', 'approver', 'console'] as const;
const WHO_LABELS = {
  operator: 'team.activity.operator',
  approver: 'team.activity.approverFilter',
  console: 'team.activity.consoleFilter',
} as const satisfies Record<(typeof WHO_FIELDS)[number], string>;

/** Times are typed as the language writes them ("02/12/2025 10:00" in Spanish). */
function draftOf(filter: ActivityFilter, language: string): Draft {
  return {
    search: filter.search ?? '',
    operations: filter.operations ?? [],
    outcomes: filter.outcomes ?? [],
    profile: filter.profile_id ?? '',
    from: dateTimeInputText(isoToLocalInput(filter.from), language),
    to: dateTimeInputText(isoToLocalInput(filter.to), language),
    operator: filter.operator ?? '',
    approver: filter.approver ?? '',
    console: filter.console ?? '',
  };
}

function check(
  draft: Draft,
  t: TFunction,
  team: boolean,
  language: string,
): { filter?: ActivityFilter; errors: Errors } {
  const errors: Errors = {};
  const search = draft.search.trim();
  if (search.length > 200) errors.search = t('activity.filters.searchTooLong');
  else if (/\s/.test(search)) errors.search = t('activity.filters.searchSpaces');
  const local = (text: string, end = false) => {
    const read = readTypedDateTime(text, language, end);
    return read && localInputToIso(read, end);
  };
  const from = draft.from ? local(draft.from) : undefined;
  const to = draft.to ? local(draft.to, true) : undefined;
  if (draft.from && !from) errors.from = t('activity.filters.incompleteDate');
  if (draft.to && !to) errors.to = t('activity.filters.incompleteDate');
  if (from && to && Date.parse(to) < Date.parse(from)) {
    errors.to = t('activity.filters.endBeforeStart');
  }
  if (Object.keys(errors).length) return { errors };
  // Kept in the contract's order, so the same choice always makes the same address.
  const operations = JournaledOperationKind.options.filter((k) => draft.operations.includes(k));
  const outcomes = Outcome.options.filter((o) => draft.outcomes.includes(o));
  const operator = team ? draft.operator.trim().slice(0, 200) : '';
  const approver = team ? draft.approver.trim().slice(0, 200) : '';
  const console = team ? draft.console.trim().slice(0, 100) : '';
  return {
    errors,
    filter: {
      ...(search ? { search } : {}),
      ...(operations.length ? { operations } : {}),
      ...(outcomes.length ? { outcomes } : {}),
      ...(draft.profile ? { profile_id: draft.profile } : {}),
      ...(from ? { from } : {}),
      ...(to ? { to } : {}),
      ...(operator ? { operator } : {}),
      ...(approver ? { approver } : {}),
      ...(console ? { console } : {}),
    },
  };
}

/**
 * One bar: the search, what is applied as chips, and the rest behind "Filters".
 * Filters apply on submit (Enter in any field, or the button): the address changes once per
 * decision rather than once per keystroke, and each change is one entry in the history.
 */
export function ActivityFilters({
  filter,
  team = false,
  onApply,
}: {
  filter: ActivityFilter;
  /** The team's activity: who made it and on which console narrow it too. */
  team?: boolean;
  onApply: (filter: ActivityFilter) => void;
}) {
  const words = useActivityWords();
  const { t } = words;
  const id = useId();
  const language = words.language;
  const [draft, setDraft] = useState(() => draftOf(filter, language));
  const [errors, setErrors] = useState<Errors>({});
  const set = (changes: Partial<Draft>) => setDraft((d) => ({ ...d, ...changes }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = check(draft, t, team, language);
    setErrors(result.errors);
    if (result.filter) return onApply(result.filter);
    // Focus goes to the first refused field, whose message is read as its description.
    const first = (['search', 'from', 'to'] as const).find((f) => result.errors[f]);
    document.getElementById(`${id}-${first}`)?.focus();
  };

  const described = (field: keyof Errors, hint?: string) =>
    [hint, errors[field] && `${id}-${field}-error`].filter(Boolean).join(' ') || undefined;
  const fieldError = (field: keyof Errors) =>
    errors[field] && (
      <p id={`${id}-${field}-error`} className="field-error">
        {errors[field]}
      </p>
    );
  const searchError = fieldError('search');

  const chosenProfile = useFilterProfiles().profiles.find((p) => p.id === filter.profile_id);
  const named = (what: string, value: string) => t('activity.filters.chip', { what, value });
  const without = (change: Partial<ActivityFilter>) => () => {
    const next: ActivityFilter = { ...filter, ...change };
    for (const key of Object.keys(change) as (keyof ActivityFilter)[]) {
      const value = next[key];
      if (value === undefined || (Array.isArray(value) && value.length === 0)) delete next[key];
    }
    onApply(next);
  };
  const chips: FilterChip[] = [
    ...(filter.operations ?? []).map((kind) => ({
      key: `operation-${kind}`,
      label: words.operationKind(kind),
      onRemove: without({ operations: filter.operations?.filter((k) => k !== kind) }),
    })),
    ...(filter.outcomes ?? []).map((outcome) => ({
      key: `outcome-${outcome}`,
      label: words.outcomeChoice(outcome),
      onRemove: without({ outcomes: filter.outcomes?.filter((o) => o !== outcome) }),
    })),
    ...(filter.profile_id
      ? [
          {
            key: 'profile',
            label: named(
              t('activity.profiles.label'),
              chosenProfile ? profileName(chosenProfile, t) : filter.profile_id,
            ),
            onRemove: without({ profile_id: undefined }),
          },
        ]
      : []),
    ...TIME_FIELDS.flatMap((field) => {
      const value = filter[field];
      return value
        ? [
            {
              key: field,
              label: named(t(`activity.filters.${field}`), words.when(value)),
              onRemove: without({ [field]: undefined }),
            },
          ]
        : [];
    }),
    ...(team
      ? WHO_FIELDS.flatMap((field) => {
          const value = filter[field];
          const what = t(WHO_LABELS[field]);
          return value
            ? [{ key: field, label: named(what, value), onRemove: without({ [field]: undefined }) }]
            : [];
        })
      : []),
  ];

  return (
    <form
      className="activity-filters"
      aria-label={t('activity.filters.label')}
      noValidate
      onSubmit={submit}
    >
      <FilterBar
        chips={chips}
        lead={
          <div className="bar-field activity-search-bar">
            <label htmlFor={`${id}-search`}>{t('activity.filters.search')}</label>
            <input
              id={`${id}-search`}
              type="search"
              value={draft.search}
              autoComplete="off"
              spellCheck={false}
              placeholder={t('activity.filters.searchPlaceholder')}
              aria-invalid={errors.search ? true : undefined}
              aria-describedby={described('search', `${id}-search-hint`)}
              onChange={(e) => set({ search: e.target.value })}
            />
            <p id={`${id}-search-hint`} className="visually-hidden">
              {t('activity.filters.searchHint')}
            </p>
            {searchError}
          </div>
        }
      >
        <div className="activity-filter-row">
          <ProfileSelect value={draft.profile} onChange={(profile) => set({ profile })} />
          {team &&
            WHO_FIELDS.map((field) => (
              <div className="field activity-who" key={field}>
                <label htmlFor={`${id}-${field}`}>{t(WHO_LABELS[field])}</label>
                <input
                  id={`${id}-${field}`}
                  type="text"
                  value={draft[field]}
                  autoComplete="off"
                  spellCheck={false}
                  maxLength={field === 'console' ? 100 : 200}
                  aria-describedby={field === 'console' ? `${id}-console-hint` : undefined}
                  onChange={(e) => set({ [field]: e.target.value })}
                />
                {field === 'console' && (
                  <p id={`${id}-console-hint`} className="hint">
                    {t('team.activity.consoleFilterHint')}
                  </p>
                )}
              </div>
            ))}
          {TIME_FIELDS.map((field) => (
            <div className="field activity-time" key={field}>
              <label htmlFor={`${id}-${field}`}>{t(`activity.filters.${field}`)}</label>
              <input
                id={`${id}-${field}`}
                value={draft[field]}
                placeholder={t('activity.filters.timePattern')}
                autoComplete="off"
                aria-invalid={errors[field] ? true : undefined}
                aria-describedby={described(field)}
                onChange={(e) => set({ [field]: e.target.value })}
              />
              {fieldError(field)}
            </div>
          ))}
        </div>
        <div className="activity-filter-row">
          <CheckGroup
            legend={t('activity.filters.operation')}
            options={JournaledOperationKind.options.map((k) => ({
              value: k,
              label: words.operationKind(k),
            }))}
            checked={draft.operations}
            onChange={(operations) => set({ operations })}
          />
          <CheckGroup
            legend={t('activity.filters.outcome')}
            options={Outcome.options.map((o) => ({ value: o, label: words.outcomeChoice(o) }))}
            checked={draft.outcomes}
            onChange={(outcomes) => set({ outcomes })}
          />
          <div className="form-actions activity-filter-actions">
            <button type="submit" className="button-primary">
              {t('activity.filters.apply')}
            </button>
            <button
              type="button"
              onClick={() => {
                setDraft(draftOf({}, language));
                setErrors({});
                onApply({});
              }}
            >
              {t('activity.filters.clear')}
            </button>
          </div>
        </div>
      </FilterBar>
    </form>
  );
}
