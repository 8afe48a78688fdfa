/** A warning beside one field of the editor: which setting, what kind of problem, in words. */
export type GuardKind = 'contrast' | 'unsafeLink' | 'missingImage' | 'overflow';
export type Guard = { path: string; kind: GuardKind; message: string };
