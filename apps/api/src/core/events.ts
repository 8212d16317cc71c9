/**
 * Domain events between modules, so modules never import each other's internals. Handlers are
 * awaited in order of registration: a login answer is only sent once the guest's runs have joined
 * the account, and an erasure only reports success once every module has dropped what it derived.
 */
export interface DomainEvents {
  /** A browser with guest learner id `learnerId` is now signed in as `userId` (decision 0023: merge guest runs). */
  'user.signedIn': { userId: string; learnerId: string | null };
  /**
   * The account is erased (decision 0011): its rows are already gone or emptied by the registry
   * of personal data (modules/personal-data.ts); modules now drop what they derived from them in
   * memory (rendered pages, certificate images).
   */
  'user.anonymized': { userId: string };
  /** An editor saved a document of an activity or answer (decision 0045): cached content is stale. */
  'document.saved': { targetKind: string; targetId: number; field: string };
  /** An editor deleted a picture (decision 0047): content that showed it is served without it. */
  'picture.deleted': { name: string };
  /** A certificate was issued (the counter grows). */
  'certificate.created': { certificateId: string; runId: string };
}

type Handler<K extends keyof DomainEvents> = (payload: DomainEvents[K]) => Promise<void> | void;

export class EventBus {
  private handlers = new Map<keyof DomainEvents, Handler<never>[]>();

  on<K extends keyof DomainEvents>(event: K, handler: Handler<K>): void {
    const list = this.handlers.get(event) ?? [];
    list.push(handler as Handler<never>);
    this.handlers.set(event, list);
  }

  async emit<K extends keyof DomainEvents>(event: K, payload: DomainEvents[K]): Promise<void> {
    for (const handler of this.handlers.get(event) ?? []) {
      await (handler as Handler<K>)(payload);
    }
  }
}
