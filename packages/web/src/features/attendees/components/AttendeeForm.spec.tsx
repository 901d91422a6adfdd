import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AttendeeForm } from './AttendeeForm';

function fill(idNumber: string, idType = 'idCard') {
  fireEvent.change(screen.getByLabelText('Full name (as on the ID)'), { target: { value: 'Chan Tai Man' } });
  fireEvent.change(screen.getByLabelText('ID type'), { target: { value: idType } });
  fireEvent.change(screen.getByLabelText('ID number'), { target: { value: idNumber } });
  fireEvent.change(screen.getByLabelText('Phone number'), { target: { value: '66123456' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
}

describe('the attendee form and ID numbers as printed', () => {
  it.each([
    ['1234567(8)', '12345678'],
    ['a123456 (7)', 'A1234567'],
    ['Ａ１２３４５６（７）', 'A1234567'],
  ])('accepts the identity card number %s and sends it as %s', (typed, sent) => {
    const onSubmit = vi.fn();
    render(<AttendeeForm pending={false} onSubmit={onSubmit} onCancel={() => undefined} />);
    fill(typed);
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ idType: 'idCard', idNumber: sent }));
  });

  it('says how to write the number, in the app language, when it is not one', () => {
    const onSubmit = vi.fn();
    render(<AttendeeForm pending={false} onSubmit={onSubmit} onCancel={() => undefined} />);
    expect(screen.getByLabelText('ID number').getAttribute('aria-describedby')).toBe('attendee-id-hint');
    expect(document.getElementById('attendee-id-hint')?.textContent).toBe(
      'As printed on the card, e.g. 1234567(8) or A123456(7).',
    );
    fill('12(34)567');
    expect(screen.getByRole('alert').textContent).toBe(
      'Enter the ID number as printed: 4 to 30 letters or digits, e.g. 1234567(8) or A123456(7).',
    );
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows a saved identity card number as the card prints it when editing', () => {
    render(
      <AttendeeForm
        initial={{
          id: 1,
          fullName: 'Chan Tai Man',
          idType: 'idCard',
          idNumber: 'A1234567',
          areaCode: '853',
          phone: '66123456',
        }}
        pending={false}
        onSubmit={vi.fn()}
        onCancel={() => undefined}
      />,
    );
    expect((screen.getByLabelText('ID number') as HTMLInputElement).value).toBe('A123456(7)');
  });
});
