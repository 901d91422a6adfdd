import { generateKeyPairSync } from 'node:crypto';
import forge from 'node-forge';

export interface WalletTestCerts {
  caPem: string;
  caKeyPem: string;
  signerCertPem: string;
  signerKeyPem: string;
  googleKeyPem: string;
  googlePublicPem: string;
}

function certificate(
  subject: string,
  publicKeyPem: string,
  issuer: { name: string; keyPem: string },
  ca: boolean,
  serial: string,
  dnsName?: string,
): string {
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.publicKeyFromPem(publicKeyPem);
  cert.serialNumber = serial;
  cert.validity.notBefore = new Date(Date.now() - 86_400_000);
  cert.validity.notAfter = new Date(Date.now() + 365 * 86_400_000);
  cert.setSubject([{ name: 'commonName', value: subject }]);
  cert.setIssuer([{ name: 'commonName', value: issuer.name }]);
  cert.setExtensions(
    ca
      ? [
          { name: 'basicConstraints', cA: true },
          { name: 'keyUsage', keyCertSign: true, digitalSignature: true },
        ]
      : [
          { name: 'basicConstraints', cA: false },
          { name: 'keyUsage', digitalSignature: true, keyEncipherment: true },
          ...(dnsName ? [{ name: 'subjectAltName', altNames: [{ type: 2, value: dnsName }] }] : []),
        ],
  );
  cert.sign(forge.pki.privateKeyFromPem(issuer.keyPem), forge.md.sha256.create());
  return forge.pki.certificateToPem(cert);
}

const rsa = () =>
  generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });

/** A test WWDR-like CA, a pass signer certificate it issued, and a Google service-account key. */
export function makeWalletCerts(): WalletTestCerts {
  const caKeys = rsa();
  const caPem = certificate(
    'Test WWDR CA',
    caKeys.publicKey,
    { name: 'Test WWDR CA', keyPem: caKeys.privateKey },
    true,
    '01',
  );
  const signerKeys = rsa();
  const signerCertPem = certificate(
    'Pass Type ID: pass.test.fanpass',
    signerKeys.publicKey,
    { name: 'Test WWDR CA', keyPem: caKeys.privateKey },
    false,
    '02',
  );
  const google = rsa();
  return {
    caPem,
    caKeyPem: caKeys.privateKey,
    signerCertPem,
    signerKeyPem: signerKeys.privateKey,
    googleKeyPem: google.privateKey,
    googlePublicPem: google.publicKey,
  };
}

/** A TLS server certificate for localhost issued by the test CA (a local APNs), and its key. */
export function makeLocalhostCert(certs: WalletTestCerts): { certPem: string; keyPem: string } {
  const keys = rsa();
  const certPem = certificate(
    'localhost',
    keys.publicKey,
    { name: 'Test WWDR CA', keyPem: certs.caKeyPem },
    false,
    '03',
    'localhost',
  );
  return { certPem, keyPem: keys.privateKey };
}

/** The pass environment variables for these certificates. */
export function walletEnv(certs: WalletTestCerts): Record<string, string> {
  return {
    APPLE_PASS_TYPE_ID: 'pass.test.fanpass',
    APPLE_TEAM_ID: 'ABCDE12345',
    APPLE_PASS_CERT: certs.signerCertPem,
    APPLE_PASS_KEY: certs.signerKeyPem,
    APPLE_WWDR_CERT: certs.caPem,
    GOOGLE_WALLET_ISSUER_ID: '3388000000012345678',
    GOOGLE_WALLET_SERVICE_ACCOUNT_EMAIL: 'wallet@fanpass-test.iam.gserviceaccount.com',
    GOOGLE_WALLET_PRIVATE_KEY: certs.googleKeyPem,
  };
}

/** The files of a zip archive (stored or deflated entries), read from its central directory. */
export async function unzip(archive: Buffer): Promise<Map<string, Buffer>> {
  const { inflateRawSync } = await import('node:zlib');
  const files = new Map<string, Buffer>();
  const end = archive.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end < 0) throw new Error('not a zip archive');
  const count = archive.readUInt16LE(end + 10);
  let at = archive.readUInt32LE(end + 16);
  for (let i = 0; i < count; i++) {
    const method = archive.readUInt16LE(at + 10);
    const compressed = archive.readUInt32LE(at + 20);
    const nameLength = archive.readUInt16LE(at + 28);
    const extra = archive.readUInt16LE(at + 30);
    const comment = archive.readUInt16LE(at + 32);
    const local = archive.readUInt32LE(at + 42);
    const name = archive.subarray(at + 46, at + 46 + nameLength).toString('utf8');
    const dataAt = local + 30 + archive.readUInt16LE(local + 26) + archive.readUInt16LE(local + 28);
    const data = archive.subarray(dataAt, dataAt + compressed);
    files.set(name, method === 0 ? Buffer.from(data) : inflateRawSync(data));
    at += 46 + nameLength + extra + comment;
  }
  return files;
}
