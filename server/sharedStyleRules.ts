/**
 * styled-components compiles a component's CSS (stylis) once per style sheet, and the server
 * makes a sheet per page: every page compiled every rule it shows again, about a tenth of a
 * render's CPU. The compiled rules of a class name are always the same (the name is a hash of
 * the CSS it stands for), so the server's sheets share them: a page's sheet still holds exactly
 * the rules of that page, and a rule is compiled once per process.
 */
import { __PRIVATE__, ServerStyleSheet } from 'styled-components';

const { StyleSheet } = __PRIVATE__;

/** Compiled rule sets kept; the least recently used goes first. A few thousand in practice:
 * the bound only matters for styles interpolating values without end. */
const MAX_RULE_SETS = 20_000;

const compiled = new Map<string, string[]>();

const keyOf = (id: string, name: string) => `${id} ${name}`;

/**
 * A global style's names are its id and a per-sheet counter, and its rules may follow its props:
 * not a hash of its CSS, so never shared. Components' and keyframes' names are.
 */
const sharable = (id: string, name: string) => !name.startsWith(id);

function remember(key: string, rules: string[]) {
  compiled.delete(key);
  compiled.set(key, rules);
  if (compiled.size > MAX_RULE_SETS) {
    const oldest = compiled.keys().next();
    if (oldest.done !== true) compiled.delete(oldest.value);
  }
}

class SheetWithSharedRules extends StyleSheet {
  /** A name not yet in this sheet but compiled for an earlier page is added here, uncompiled. */
  override hasNameForId(id: string, name: string): boolean {
    if (super.hasNameForId(id, name)) return true;
    if (!sharable(id, name)) return false;
    const rules = compiled.get(keyOf(id, name));
    if (rules === undefined) return false;
    super.insertRules(id, name, rules);
    return true;
  }

  override insertRules(id: string, name: string, rules: string[]): void {
    if (sharable(id, name)) remember(keyOf(id, name), rules);
    super.insertRules(id, name, rules);
  }
}

/** A ServerStyleSheet for one page whose rules come compiled when an earlier page had them. */
export function serverStyleSheet(): ServerStyleSheet {
  const sheet = new ServerStyleSheet();
  sheet.instance = new SheetWithSharedRules({ isServer: true });
  return sheet;
}
