import { afterEach, describe, expect, it } from 'vitest';
import { clearSelection, loadSelection, saveSelection, withinAvailable } from './selection';

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

describe('a selection within what is left', () => {
  it('brings each area down to what it has left and keeps the same object when nothing is over', () => {
    const areas = [
      { id: 1, available: 0 },
      { id: 2, available: 3 },
      { id: 3, available: 10 },
    ];
    expect(withinAvailable({ 1: 2, 2: 4, 3: 1 }, areas)).toEqual({ 1: 0, 2: 3, 3: 1 });
    const fits = { 2: 3, 3: 10 };
    expect(withinAvailable(fits, areas)).toBe(fits);
    expect(withinAvailable({ 9: 2 }, areas)).toEqual({ 9: 2 });
  });
});
