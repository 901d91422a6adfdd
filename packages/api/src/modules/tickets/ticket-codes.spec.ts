import { describe, expect, it } from '@jest/globals';
import { TICKET_CODE_PATTERN } from '@fanpass/contracts';
import { newTicketSecret } from './ticket-secret.js';
import { newTicketCode } from './tickets.service.js';

describe('ticket codes and holder secrets', () => {
  it('are 80 and 256 random bits in hex, never drawn twice', () => {
    const codes = new Set(Array.from({ length: 2000 }, () => newTicketCode()));
    const secrets = new Set(Array.from({ length: 2000 }, () => newTicketSecret()));
    expect(codes.size).toBe(2000);
    expect(secrets.size).toBe(2000);
    for (const code of codes) expect(code).toMatch(TICKET_CODE_PATTERN);
    for (const secret of secrets) expect(secret).toMatch(/^[0-9a-f]{64}$/);
  });
});
