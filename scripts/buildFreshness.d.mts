/** The newest modification time among the app's sources and build configuration. */
export function newestSource(root: string): number;
/** When `file` was built; 0 when it was not. */
export function builtAt(file: string): number;
