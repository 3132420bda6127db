import type { DocumentChange } from './document-change.js';
import type { FirestoreTrigger } from './firestore-trigger.js';

/** The Firestore triggers registered per project, and which of them a document change is for. */
export class TriggerRegistry {
  private readonly byProject = new Map<string, Map<string, FirestoreTrigger>>();

  /** Registers a trigger; the same id again replaces it (the Functions emulator re-registers on reload). */
  set(trigger: FirestoreTrigger): void {
    let triggers = this.byProject.get(trigger.projectId);
    if (!triggers) {
      triggers = new Map();
      this.byProject.set(trigger.projectId, triggers);
    }
    triggers.set(trigger.id, trigger);
  }

  delete(projectId: string, id: string): boolean {
    return this.byProject.get(projectId)?.delete(id) ?? false;
  }

  /** Removes the triggers of one project, or of every project. */
  clear(projectId?: string): void {
    if (projectId === undefined) this.byProject.clear();
    else this.byProject.delete(projectId);
  }

  list(projectId: string): FirestoreTrigger[] {
    return [...(this.byProject.get(projectId)?.values() ?? [])];
  }

  /** Cheap check so commits skip building changes when nothing listens. */
  has(projectId: string): boolean {
    return (this.byProject.get(projectId)?.size ?? 0) > 0;
  }

  /** The triggers a committed change fires: same database, a matching path and change type. */
  matching(change: DocumentChange): FirestoreTrigger[] {
    return this.list(change.projectId).filter(
      (trigger) =>
        trigger.database === change.database &&
        // Native-mode databases have the one namespace.
        trigger.namespace === '(default)' &&
        (trigger.change === 'written' || trigger.change === change.kind) &&
        trigger.matches(change.path),
    );
  }
}
