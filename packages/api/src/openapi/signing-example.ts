/**
 * The worked signing example of the OpenAPI document and docs/api.md. Its canonical string and
 * signature are written out (not computed) so a reader can recompute them; a test recomputes them.
 */
export const SIGNING_EXAMPLE = {
  keyId: 'pk_example012',
  key: 'pk_example_3fQ9xV2mL8nR4tW7yB1cD6',
  method: 'POST',
  path: '/fanapih5/example',
  platform: 'PARTNER',
  timestamp: '1700000000000',
  nonce: 'Q3xv9TzL0aBc7DeF',
  version: '2',
  body: { email: 'Fan@Example.com', items: [{ id: 7, qty: 2 }], message: 'Rock & roll = 100%', note: null },
  canonical:
    'email=Fan@Example.com&items=[{"id":7,"qty":2}]&message=Rock %26 roll %3D 100%25&nonce=Q3xv9TzL0aBc7DeF&platform=PARTNER&signature-version=2&timestamp=1700000000000',
  signature: 'w0y1fMwItNMXIuCDUJPHdgrFgrV3Hg7LgZ1tjHpHHCE',
} as const;
