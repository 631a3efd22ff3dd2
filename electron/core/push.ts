import { pushContract, type PushPayloadOf } from '../../shared/contract';
import type { PushChannel } from '../../shared/profile-bound';
import type { ProfilesChanged } from '../../shared/schemas/shown-profile';
import { logError } from './log';
import { redactValue } from './redact';
import type { ProfileChange, ProfileService } from './profiles/profile-service';
import { fieldText } from '../../shared/validation-words';

export type PushMessage = {
  [P in PushChannel]: { channel: P; payload: PushPayloadOf<P> };
}[PushChannel];
export type PushListener = (message: PushMessage) => void;

/**
 * Main → page messages. The core publishes; each host delivers to every page it serves (the
 * Electron shell to every window, the browser host to every page listening). A payload is parsed
 * against its push contract and redacted before it leaves, like every answer.
 */
export class PushHub {
  private readonly listeners = new Set<PushListener>();

  constructor(
    /** What a page that starts listening must know now: one message per channel. */
    private readonly now: () => PushMessage[],
  ) {}

  publish(message: PushMessage): void {
    const checked = checkedMessage(message);
    if (!checked) return;
    for (const listener of this.listeners) {
      try {
        listener(checked);
      } catch (error) {
        // One gone window must not keep the others from hearing about the change.
        logError(`push ${message.channel} listener`, error);
      }
    }
  }

  subscribe(listener: PushListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** The messages that bring a page that was not listening up to date. */
  current(): PushMessage[] {
    return this.now().flatMap((message) => checkedMessage(message) ?? []);
  }
}

/** Parsed by its push contract and redacted, like every answer that leaves main. */
function checkedMessage(message: PushMessage): PushMessage | undefined {
  const parsed = pushContract[message.channel].safeParse(message.payload);
  if (!parsed.success) {
    logError(`push ${message.channel} not sent`, fieldText(parsed.error.issues[0]?.message ?? ''));
    return undefined;
  }
  return { channel: message.channel, payload: redactValue(parsed.data) } as PushMessage;
}

/** The active profile as a header shows it, and what changed. */
export function profilesChanged(
  profiles: Pick<ProfileService, 'active'>,
  change: ProfileChange | undefined,
): PushMessage {
  const { id, name, revision } = profiles.active();
  const payload: ProfilesChanged = change
    ? { active: { id, name, revision }, change: change.kind, profileId: change.profileId }
    : { active: { id, name, revision }, change: 'current', profileId: id };
  return { channel: 'profiles:changed', payload };
}
