import { translate } from '@fanpass/contracts';
import { AppError } from '../errors/app-error.js';

/**
 * Runs a command's work on a service the console uses too: a coded refusal (AppError) prints its
 * message in English and exits 1, as the console shows it in the caller's language.
 */
export async function refusalsPrinted(out: (line: string) => void, work: () => Promise<number>): Promise<number> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    out(error.text ?? translate(error.entry.key, 'en_US', error.params));
    return 1;
  }
}
