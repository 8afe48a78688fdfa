/**
 * A setting the server cannot run with. main.ts prints only its message (it says what to set)
 * and exits: a stack trace would bury the one line an operator needs.
 */
export class StartupRefusal extends Error {
  override name = 'StartupRefusal';
}
