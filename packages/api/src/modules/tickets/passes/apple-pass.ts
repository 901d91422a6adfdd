import { venueIso } from '@fanpass/contracts';
import type { ApplePassConfig } from '../../../config/config.js';
import type { PassContent } from './pass-content.js';
import { passIcon } from './pass-icon.js';

export const PKPASS_CONTENT_TYPE = 'application/vnd.apple.pkpass';

/** Where a pass asks for its updates, and the secret it proves itself with. */
export interface PassWebService {
  url: string;
  authenticationToken: string;
}

const ICON = passIcon(29);
const ICON_2X = passIcon(58);

/**
 * A signed Apple Wallet event ticket (.pkpass): pass.json, the icons, manifest.json with each
 * file's SHA-1, and a detached PKCS#7 signature of the manifest by the pass type certificate
 * (with Apple's WWDR intermediate). With a web service the pass carries its URL and token, and the
 * device registers for pushes and fetches the pass again when it changes.
 */
export async function buildApplePass(
  config: ApplePassConfig,
  content: PassContent,
  webService?: PassWebService,
): Promise<Buffer> {
  // Loaded when a pass is asked for, not by every start (with its validation library, about half a
  // second of a start's compiling).
  const { PKPass } = await import('passkit-generator');
  const passJson = {
    formatVersion: 1,
    passTypeIdentifier: config.passTypeId,
    teamIdentifier: config.teamId,
    serialNumber: content.code,
    ...(webService ? { webServiceURL: webService.url, authenticationToken: webService.authenticationToken } : {}),
    ...(content.revoked ? { voided: true } : {}),
    organizationName: 'Fanpass',
    description: content.eventTitle,
    logoText: 'Fanpass',
    foregroundColor: 'rgb(255, 255, 255)',
    backgroundColor: 'rgb(194, 24, 91)',
    labelColor: 'rgb(255, 255, 255)',
    relevantDate: new Date(content.startsAt).toISOString(),
    expirationDate: new Date(content.endsAt).toISOString(),
    barcodes: [
      { format: 'PKBarcodeFormatQR', message: content.qr, messageEncoding: 'iso-8859-1', altText: content.code },
    ],
    eventTicket: {
      primaryFields: [{ key: 'event', label: 'EVENT', value: content.eventTitle }],
      secondaryFields: [
        {
          key: 'date',
          label: 'VENUE TIME',
          // The venue's wall clock with its offset, shown as written wherever the phone is.
          value: venueIso(content.startsAt, content.timeZone),
          dateStyle: 'PKDateStyleMedium',
          timeStyle: 'PKDateStyleShort',
          ignoresTimeZone: true,
        },
        { key: 'seat', label: 'SEAT', value: content.seatArea },
      ],
      auxiliaryFields: [
        { key: 'venue', label: 'VENUE', value: content.venue },
        ...(content.holderName ? [{ key: 'holder', label: 'HOLDER', value: content.holderName }] : []),
      ],
      backFields: [
        { key: 'code', label: 'TICKET NUMBER', value: content.code },
        { key: 'location', label: 'ADDRESS', value: content.location },
      ],
    },
  };
  const pass = new PKPass(
    {
      'pass.json': Buffer.from(JSON.stringify(passJson)),
      'icon.png': ICON,
      'icon@2x.png': ICON_2X,
    },
    {
      wwdr: config.wwdrPem,
      signerCert: config.certPem,
      signerKey: config.keyPem,
      signerKeyPassphrase: config.keyPassphrase,
    },
  );
  return pass.getAsBuffer();
}
