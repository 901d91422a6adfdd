import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { EMPTY_AREA, EMPTY_EVENT } from '../event-draft';
import { AreaFields, EventFields } from './EventFields';

describe('the event fields the new-event and edit forms share', () => {
  it('groups the fields, ties each label to its input and a problem to its field', () => {
    render(
      <EventFields draft={EMPTY_EVENT} onChange={() => undefined} errors={{ endsAt: 'must be after startsAt' }} />,
    );
    expect(screen.getAllByRole('group').map((group) => group.querySelector('legend')?.textContent)).toEqual([
      'The event',
      'Venue and time',
      'Sale',
    ]);
    const ends = screen.getByLabelText('Ends (venue time)');
    expect(ends.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(ends.getAttribute('aria-describedby')!)?.textContent).toBe('must be after startsAt');
    expect(screen.getByLabelText('Starts (venue time)').getAttribute('aria-invalid')).toBeNull();
    expect((screen.getByLabelText("Venue's time zone") as HTMLInputElement).value).toBe('Asia/Macau');
  });

  it('answers the whole draft with the one field changed, checkboxes included', () => {
    const onChange = vi.fn();
    render(<EventFields draft={EMPTY_EVENT} onChange={onChange} errors={{}} />);
    fireEvent.change(screen.getByLabelText('Starts (venue time)'), { target: { value: '2027-05-01T20:00' } });
    expect(onChange).toHaveBeenLastCalledWith({ ...EMPTY_EVENT, startsAt: '2027-05-01T20:00' });
    fireEvent.click(screen.getByLabelText('Real-name tickets'));
    expect(onChange).toHaveBeenLastCalledWith({ ...EMPTY_EVENT, realNameRequired: true });
  });

  it('names a seat area’s group by its legend and shows its problems by field', () => {
    const onChange = vi.fn();
    render(
      <AreaFields
        legend="Seat area 2"
        area={EMPTY_AREA}
        onChange={onChange}
        errors={{ capacity: 'must be a whole number from 0 to 1000000' }}
      />,
    );
    const group = screen.getByRole('group', { name: 'Seat area 2' });
    expect(group).toBeTruthy();
    expect(screen.getByLabelText('Capacity').getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(screen.getByLabelText('Price'), { target: { value: '12.5' } });
    expect(onChange).toHaveBeenLastCalledWith({ ...EMPTY_AREA, price: '12.5' });
  });
});
