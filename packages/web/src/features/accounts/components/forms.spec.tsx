import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { NewPasswordForm } from './NewPasswordForm';
import { PayPasswordForm } from './PayPasswordForm';
import { PinField } from './PinField';

describe('account forms (spec §5 rules in the browser)', () => {
  it("refuses two different new passwords with 'The two passwords entered are inconsistent'", async () => {
    const onSubmit = vi.fn(() => Promise.resolve());
    render(<NewPasswordForm submitLabel="Save" pending={false} onSubmit={onSubmit} />);
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'Fanpass1!' } });
    fireEvent.change(screen.getByLabelText('Enter the new password again'), { target: { value: 'Fanpass2!' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('The two passwords entered are inconsistent');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses a weak password and sends a good one', async () => {
    const onSubmit = vi.fn(() => Promise.resolve());
    render(<NewPasswordForm withOld submitLabel="Save" pending={false} onSubmit={onSubmit} />);
    fireEvent.change(screen.getByLabelText('Current password'), { target: { value: 'Old1pass!' } });
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'weakpass' } });
    fireEvent.change(screen.getByLabelText('Enter the new password again'), { target: { value: 'weakpass' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findAllByRole('alert')).not.toHaveLength(0);
    expect(onSubmit).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'Strong1!' } });
    fireEvent.change(screen.getByLabelText('Enter the new password again'), { target: { value: 'Strong1!' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ oldPassword: 'Old1pass!', password: 'Strong1!' }));
  });

  it('keeps only six digits in the payment-password boxes', () => {
    function Harness() {
      const [value, setValue] = useState('');
      return <PinField label="PIN" name="pin" value={value} onChange={setValue} />;
    }
    render(<Harness />);
    const input = screen.getByLabelText('PIN');
    fireEvent.change(input, { target: { value: '12a34567' } });
    expect((input as HTMLInputElement).value).toBe('123456');
  });

  it("wants the complete payment password, and 'Password inconsistency' for different entries", async () => {
    const onSubmit = vi.fn(() => Promise.resolve());
    render(<PayPasswordForm submitLabel="Save" pending={false} onSubmit={onSubmit} />);
    fireEvent.change(screen.getByLabelText('New payment password (6 digits)'), { target: { value: '123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findAllByText('The complete payment password must be entered')).not.toHaveLength(0);
    fireEvent.change(screen.getByLabelText('New payment password (6 digits)'), { target: { value: '123456' } });
    fireEvent.change(screen.getByLabelText('Enter the new payment password again'), { target: { value: '123457' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Password inconsistency');
    fireEvent.change(screen.getByLabelText('Enter the new payment password again'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ oldPayPassword: '', payPassword: '123456' }));
  });
});
