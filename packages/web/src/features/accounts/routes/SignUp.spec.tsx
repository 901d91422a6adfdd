import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { http } from '../../../lib/http/client';
import { session, type SessionUser } from '../../../lib/session/store';
import { SignUp } from './SignUp';

const halfway: SessionUser = {
  id: 9,
  uuid: 'u-9',
  email: 'new@example.com',
  nickname: null,
  payPasswordSetUp: 0,
  isPhoneVerified: 0,
  token: 'jwt.token.value',
} as SessionUser;

function signUpAt(path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/sign-up" element={<SignUp />} />
          <Route path="/wallet" element={<p>Wallet page</p>} />
          <Route path="/home/user" element={<p>Me page</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  session.logout();
  vi.restoreAllMocks();
});

describe('an interrupted sign-up', () => {
  it('resumes at the profile step for a signed-in fan who has none, instead of skipping it', async () => {
    // Whatever the screen asks the API for (the human check's configuration) never answers here.
    vi.spyOn(http, 'get').mockReturnValue(new Promise(() => undefined));
    session.login(halfway);
    signUpAt(`/sign-up?redirectUrl=${encodeURIComponent('/wallet')}`);
    await screen.findByRole('heading', { name: 'Your profile' });
    expect(screen.getByLabelText('Full name')).toBeTruthy();
    expect(screen.queryByText('Wallet page')).toBeNull();
  });

  it('moves a signed-in fan with a profile on, as before', async () => {
    vi.spyOn(http, 'get').mockReturnValue(new Promise(() => undefined));
    session.login({ ...halfway, nickname: 'Lin Mei' });
    signUpAt(`/sign-up?redirectUrl=${encodeURIComponent('/wallet')}`);
    await screen.findByText('Wallet page');
  });

  it('starts at the code for a visitor', async () => {
    vi.spyOn(http, 'get').mockReturnValue(new Promise(() => undefined));
    signUpAt('/sign-up');
    await screen.findByRole('heading', { name: 'Create your account' });
  });
});
