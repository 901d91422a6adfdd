import { DEV_SIGNING_KEY, makeNonce, sign, SIGNATURE_VERSION } from '@fanpass/contracts';
import { createHmac } from 'node:crypto';
import { load, type LoadResult } from './load.js';
import { startApp, startBare } from './servers.js';

const nativeHmac = (key: string, text: string) => createHmac('sha256', key).update(text).digest('base64url');

function line(name: string, r: LoadResult): string {
  return `http: target=${name} rps=${r.rps.toFixed(0)} p50_ms=${r.p50} p99_ms=${r.p99} errors=${r.errors} non2xx=${r.non2xx}`;
}

/**
 * Signed GET /fanapih5/notify through the whole app (throttle, repair check, signature with a
 * fresh nonce each time, envelope, database read) beside a bare Fastify handler measured in
 * the same run. Prints both and their ratio (target >= 0.5).
 */
export async function httpScenario(args: { seconds: number; connections: number }): Promise<void> {
  const signedHeaders = () => {
    const timestamp = String(Date.now());
    const nonce = makeNonce();
    return {
      platform: 'H5',
      timestamp,
      nonce,
      'signature-version': String(SIGNATURE_VERSION),
      signature: sign({ platform: 'H5', timestamp, nonce }, DEV_SIGNING_KEY, nativeHmac),
    };
  };

  const bare = await startBare(3901);
  let bareResult: LoadResult;
  try {
    // The load generator signs every request for both targets (the bare handler ignores the
    // headers), so its own cost on this shared machine is the same and only the server differs.
    await load({
      url: bare.url,
      path: '/fanapih5/notify',
      seconds: 2,
      connections: args.connections,
      headers: signedHeaders,
    });
    bareResult = await load({
      url: bare.url,
      path: '/fanapih5/notify',
      seconds: args.seconds,
      connections: args.connections,
      headers: signedHeaders,
    });
  } finally {
    await bare.stop();
  }

  const app = await startApp(3902);
  let appResult: LoadResult;
  try {
    await load({
      url: app.url,
      path: '/fanapih5/notify',
      seconds: 2,
      connections: args.connections,
      headers: signedHeaders,
    });
    const cpuBefore = app.cpuMs();
    appResult = await load({
      url: app.url,
      path: '/fanapih5/notify',
      seconds: args.seconds,
      connections: args.connections,
      headers: signedHeaders,
    });
    if (process.env.BENCH_CPU) {
      // Load-independent figure for comparing builds on a shared machine.
      const requests = appResult.rps * args.seconds;
      console.log(`http-cpu: server_cpu_us_per_req=${(((app.cpuMs() - cpuBefore) * 1000) / requests).toFixed(0)}`);
    }
  } finally {
    await app.stop();
  }

  console.log(line('bare-fastify', bareResult));
  console.log(line('fanpass', appResult));
  const ratio = appResult.rps / bareResult.rps;
  console.log(`http: ratio=${ratio.toFixed(2)} target>=0.5 ${ratio >= 0.5 ? 'met' : 'MISSED'}`);
  if (appResult.non2xx > 0 || appResult.errors > 0) {
    console.log('http: the app answered errors under load; figures are not valid');
    process.exitCode = 1;
  }
}
