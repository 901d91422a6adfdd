import SecureLSImport from 'secure-ls';

type SecureLSClass = typeof SecureLSImport;
export type SecureStore = InstanceType<SecureLSClass>;

/**
 * secure-ls ships a webpack UMD bundle; bundlers disagree on whether its default export arrives
 * as the class or as `{ default: class }`.
 */
export const SecureLS: SecureLSClass =
  (SecureLSImport as unknown as { default?: SecureLSClass }).default ?? SecureLSImport;
