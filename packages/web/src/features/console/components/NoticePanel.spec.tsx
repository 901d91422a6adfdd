import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NoticePanel } from './NoticePanel';

function panel() {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <NoticePanel notice={null} />
    </QueryClientProvider>,
  );
}

const fill = (group: string, title: string, content: string) => {
  const fieldset = within(screen.getByRole('group', { name: group }));
  fireEvent.change(fieldset.getByLabelText('Title'), { target: { value: title } });
  fireEvent.change(fieldset.getByLabelText('Text'), { target: { value: content } });
};

describe('the site notice form', () => {
  afterEach(() => vi.restoreAllMocks());

  it('requires English, and both fields of a language once begun', () => {
    panel();
    const english = within(screen.getByRole('group', { name: 'English (required)' }));
    expect((english.getByLabelText('Title') as HTMLInputElement).required).toBe(true);
    const thai = within(screen.getByRole('group', { name: 'ไทย (optional)' }));
    expect((thai.getByLabelText('Text') as HTMLTextAreaElement).required).toBe(false);
    fireEvent.change(thai.getByLabelText('Title'), { target: { value: 'ประตู' } });
    expect((thai.getByLabelText('Text') as HTMLTextAreaElement).required).toBe(true);
  });

  it('sends English and only the languages written', async () => {
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(
        new Response(JSON.stringify({ code: 200, msg: 'ok', data: { notice: null, repair: { on: false } } })),
      );
    panel();
    fill('English (required)', 'Doors', 'Doors open at 18:00');
    fill('ไทย (optional)', 'ประตู', 'ประตูเปิด 18:00');
    fireEvent.click(screen.getByRole('button', { name: 'Publish notice' }));
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    const [url, init] = fetch.mock.calls[0]!;
    expect(String(url)).toContain('/console/communication/notice');
    expect(JSON.parse(String(init!.body))).toEqual({
      title: 'Doors',
      content: 'Doors open at 18:00',
      translations: { th: { title: 'ประตู', content: 'ประตูเปิด 18:00' } },
    });
  });
});
