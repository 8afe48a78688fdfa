import type { Diagnostic } from '../../schemas';

/**
 * An in-memory log of problems the shopper never sees (bad stored values, bad server data,
 * spec 8's "diagnostic log only" failures). The preview toolbar subscribes to list them.
 */
type Listener = (entries: readonly Diagnostic[]) => void;

/** Bounded so a loop reporting the same problem cannot grow memory without end. */
const MAX_ENTRIES = 200;

let entries: readonly Diagnostic[] = [];
const listeners = new Set<Listener>();

export function reportDiagnostic(diagnostic: Diagnostic): void {
  entries = [...entries, diagnostic].slice(-MAX_ENTRIES);
  console.warn(
    `[${diagnostic.source}] ${diagnostic.path}: ${diagnostic.problem} (used ${diagnostic.used})`,
  );
  for (const listener of listeners) listener(entries);
}

/** Reports a problem unless the log already holds it (same source, path and problem). */
export function reportDiagnosticOnce(diagnostic: Diagnostic): void {
  const known = entries.some(
    (entry) =>
      entry.source === diagnostic.source &&
      entry.path === diagnostic.path &&
      entry.problem === diagnostic.problem,
  );
  if (!known) reportDiagnostic(diagnostic);
}

export function reportDiagnostics(diagnostics: readonly Diagnostic[]): void {
  for (const diagnostic of diagnostics) reportDiagnostic(diagnostic);
}

/** A stable array between reports, so it can back useSyncExternalStore directly. */
export function listDiagnostics(): readonly Diagnostic[] {
  return entries;
}

export function subscribeDiagnostics(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function clearDiagnostics(): void {
  entries = [];
  for (const listener of listeners) listener(entries);
}
