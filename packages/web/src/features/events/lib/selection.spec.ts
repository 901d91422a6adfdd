import { afterEach, describe, expect, it } from 'vitest';
import { clearSelection, loadSelection, saveSelection } from './selection';

afterEach(() => sessionStorage.clear());

describe('the seat selection kept across detours', () => {
  it('comes back for the same event and not for another', () => {
    saveSelection(7, { counts: { 3: 2 }, attendeeIds: [11, 12] });
    expect(loadSelection(7)).toEqual({ counts: { 3: 2 }, attendeeIds: [11, 12] });
    expect(loadSelection(8)).toBeNull();
    expect(loadSelection(null)).toBeNull();
  });

  it('is forgotten once its order is placed, and ignores damaged values', () => {
    saveSelection(7, { counts: { 3: 1 }, attendeeIds: [] });
    clearSelection(7);
    expect(loadSelection(7)).toBeNull();
    sessionStorage.setItem('choose:9', '{"counts":{"1":-2},"attendeeIds":[]}');
    expect(loadSelection(9)).toBeNull();
    sessionStorage.setItem('choose:9', 'not json');
    expect(loadSelection(9)).toBeNull();
  });
});
