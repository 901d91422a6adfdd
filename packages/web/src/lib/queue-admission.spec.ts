import { QUEUE_ADMISSION_HEADER } from '@fanpass/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { admissionHeaders, loadAdmission, loadPlace, saveAdmission, savePlace } from './queue-admission';

describe('the waiting room’s tokens kept per event', () => {
  beforeEach(() => localStorage.clear());

  it('sends the admission with the order call while it lasts, and nothing after', () => {
    saveAdmission(7, { token: 'adm', expiresAt: 10_000 });
    expect(admissionHeaders(7, 9_999)).toEqual({ [QUEUE_ADMISSION_HEADER]: 'adm' });
    expect(admissionHeaders(7, 10_000)).toEqual({});
    expect(admissionHeaders(8, 5_000)).toEqual({});
    expect(loadAdmission(7, 20_000)).toBeNull();
  });

  it('keeps the place across a reload, until it is cleared', () => {
    savePlace(7, 'place-token');
    expect(loadPlace(7)).toBe('place-token');
    savePlace(7, null);
    expect(loadPlace(7)).toBeNull();
  });

  it('ignores what is not an admission', () => {
    localStorage.setItem('fanpass.queue.admission.7', '{broken');
    expect(loadAdmission(7, 0)).toBeNull();
  });
});
