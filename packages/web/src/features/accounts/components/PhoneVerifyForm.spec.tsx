import type { CountryView } from '@fanpass/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { http } from '../../../lib/http/client';
import { countryListQueryOptions } from '../api/get-country-list';
import { PhoneVerifyForm, dialChoiceLabel, dialChoices } from './PhoneVerifyForm';

const COUNTRIES: CountryView[] = [
  { code: 'HK', name: 'Hong Kong SAR China', dialCode: '852' },
  { code: 'MO', name: 'Macao SAR China', dialCode: '853' },
  { code: 'MY', name: 'Malaysia', dialCode: '60' },
];

afterEach(() => vi.restoreAllMocks());

describe('the dialling-code list', () => {
  it('names every country with its code, Macao first', () => {
    expect(dialChoices(COUNTRIES).map(dialChoiceLabel)).toEqual([
      'Macao SAR China (+853)',
      'Hong Kong SAR China (+852)',
      'Malaysia (+60)',
    ]);
    // Before the list arrives: Macau alone, still named.
    expect(dialChoices([]).map(dialChoiceLabel)).toEqual(['Macau (+853)']);
  });

  it('shows the chosen country by name, not its code alone, and the code before the number', () => {
    vi.spyOn(http, 'get').mockReturnValue(new Promise(() => undefined));
    const client = new QueryClient();
    client.setQueryData(countryListQueryOptions('en_US').queryKey, COUNTRIES);
    render(
      <QueryClientProvider client={client}>
        <PhoneVerifyForm submitLabel="Verify" onDone={() => undefined} />
      </QueryClientProvider>,
    );
    const select = screen.getByLabelText('Country or area code') as HTMLSelectElement;
    expect(select.value).toBe('MO');
    expect(select.selectedOptions[0]?.textContent).toBe('Macao SAR China (+853)');
    expect(document.querySelector('.acc-prefix')?.textContent).toBe('+853');
    fireEvent.change(select, { target: { value: 'HK' } });
    expect(select.selectedOptions[0]?.textContent).toBe('Hong Kong SAR China (+852)');
    expect(document.querySelector('.acc-prefix')?.textContent).toBe('+852');
  });
});
