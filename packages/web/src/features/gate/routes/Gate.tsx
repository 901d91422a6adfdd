import type { GateScanView } from '@fanpass/contracts';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/PageHeader';
import { ApiError } from '../../../lib/http/client';
import { isConnectionFailure } from '../../../lib/offline/saved-query';
import { useOnline } from '../../../lib/offline/use-online';
import { useGateEvents } from '../api/get-gate-events';
import { getGateManifest } from '../api/get-gate-manifest';
import { syncGateScans } from '../api/sync-gate-scans';
import { validateTicket } from '../api/validate-ticket';
import { CameraScanner, keepDecoderOffline } from '../components/CameraScanner';
import { VerdictPanel } from '../components/VerdictPanel';
import { deviceId, OfflineGate, SYNC_BATCH } from '../offline-gate';
import '../gate.css';

const GATE_NAME_KEY = 'fanpass.gate.name';

/**
 * /gate (staff only, phone first): scan a ticket's rotating QR with the camera or type its code,
 * and see a large verdict. Online the server admits the ticket; with a downloaded, signature-checked
 * manifest the device judges offline and uploads its scans when the network is back.
 */
export function Gate() {
  const { t } = useTranslation();
  const events = useGateEvents();
  const online = useOnline();
  const [eventId, setEventId] = useState<number | null>(null);
  const [gateName, setGateName] = useState(() => localStorage.getItem(GATE_NAME_KEY) ?? '');
  const [text, setText] = useState('');
  const [camera, setCamera] = useState(false);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ view: GateScanView; offline: boolean } | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const [offlineGate, setOfflineGate] = useState<OfflineGate | null>(null);
  const [pending, setPending] = useState(0);

  const chosen = eventId ?? events.data?.[0]?.id ?? null;

  useEffect(() => {
    if (chosen === null) return;
    let live = true;
    void OfflineGate.restore(chosen).then((gate) => {
      if (!live) return;
      setOfflineGate(gate);
      setPending(gate?.pending.length ?? 0);
    });
    return () => {
      live = false;
    };
  }, [chosen]);

  const sync = useCallback(async () => {
    if (!offlineGate || offlineGate.pending.length === 0) return;
    let conflicts = 0;
    try {
      while (offlineGate.pending.length) {
        const batch = offlineGate.pending.slice(0, SYNC_BATCH);
        const results = await syncGateScans(offlineGate.manifest.eventId, deviceId(), batch);
        conflicts += results.filter((r) => r.outcome === 'conflict').length;
        offlineGate.uploaded(batch.map((s) => s.scanId));
        setPending(offlineGate.pending.length);
      }
      setNote(conflicts ? t('gate.syncedConflicts', { count: conflicts }) : t('gate.synced'));
    } catch (error) {
      if (!isConnectionFailure(error)) setNote(error instanceof Error ? error.message : String(error));
    }
  }, [offlineGate, t]);

  useEffect(() => {
    if (!online || pending === 0) return;
    // Uploads when the network comes back (and after each offline scan while online).
    const timer = window.setTimeout(() => void sync(), 0);
    return () => window.clearTimeout(timer);
  }, [online, pending, sync]);

  if (events.error instanceof ApiError && events.error.kind === 'code') {
    return (
      <main className="page gate-page">
        <PageHeader title={t('gate.title')} />
        <p className="gate-refused">{events.error.message}</p>
      </main>
    );
  }

  const judgeOffline = (code: string): boolean => {
    if (!offlineGate) return false;
    setResult({ view: offlineGate.scan(code, gateName.trim()), offline: true });
    setPending(offlineGate.pending.length);
    return true;
  };

  const check = async (code: string) => {
    if (chosen === null || !code.trim()) return;
    if (!gateName.trim()) {
      setNote(t('gate.nameFirst'));
      return;
    }
    setNote(null);
    if (!online) {
      if (!judgeOffline(code)) setNote(t('gate.noManifest'));
      return;
    }
    setBusy(true);
    try {
      setResult({ view: await validateTicket(chosen, code.trim(), gateName.trim()), offline: false });
      setText('');
    } catch (error) {
      if (isConnectionFailure(error) && judgeOffline(code)) setText('');
      else setNote(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };

  // The last verdict belongs to the last ticket: the next one starts from a clear screen.
  const startCamera = () => {
    setResult(null);
    setNote(null);
    setCamera(true);
  };

  const prepareOffline = async () => {
    if (chosen === null) return;
    setBusy(true);
    try {
      const manifest = await getGateManifest(chosen);
      if (!manifest) {
        setNote(t('gate.manifestForged'));
        return;
      }
      const gate = await OfflineGate.adopt(manifest).catch((error: unknown) => {
        console.error('[gate] keeping the ticket list', error);
        return null;
      });
      if (!gate) {
        setNote(t('gate.manifestNotKept'));
        return;
      }
      // The camera's decoder, kept by the service worker, so scanning works offline too.
      keepDecoderOffline().catch((error: unknown) => console.error('[gate] decoder', error));
      setOfflineGate(gate);
      setPending(gate.pending.length);
      setNote(t('gate.manifestReady', { count: manifest.tickets.length }));
    } catch (error) {
      setNote(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <main className="page gate-page">
      <PageHeader title={t('gate.title')} />
      <div className="gate-setup">
        {events.data && events.data.length > 1 && (
          <label className="gate-field">
            <span>{t('gate.event')}</span>
            <select value={chosen ?? ''} onChange={(e) => setEventId(Number(e.target.value))}>
              {events.data.map((e) => (
                <option key={e.id} value={e.id}>
                  {e.title}
                </option>
              ))}
            </select>
          </label>
        )}
        {events.data?.length === 1 && <p className="gate-event">{events.data[0]!.title}</p>}
        <label className="gate-field">
          <span>{t('gate.name')}</span>
          <input
            value={gateName}
            maxLength={60}
            placeholder={t('gate.namePlaceholder')}
            onChange={(e) => {
              setGateName(e.target.value);
              localStorage.setItem(GATE_NAME_KEY, e.target.value);
            }}
          />
        </label>
        <p className="small muted">
          {online ? t('gate.online') : t('gate.offline')}
          {offlineGate && ` · ${t('gate.manifestLoaded', { count: offlineGate.manifest.tickets.length })}`}
          {pending > 0 && ` · ${t('gate.pending', { count: pending })}`}
        </p>
      </div>

      {result && <VerdictPanel verdict={result.view} offline={result.offline} />}
      {note && (
        <p className="gate-note" role="alert">
          {note}
        </p>
      )}

      {camera ? (
        <CameraScanner onCode={(code) => void check(code)} onClose={() => setCamera(false)} />
      ) : (
        <button type="button" className="button button--primary button--block" onClick={startCamera}>
          {t('gate.scan')}
        </button>
      )}

      <form
        className="gate-manual"
        onSubmit={(e) => {
          e.preventDefault();
          void check(text);
        }}
      >
        <label className="gate-field">
          <span>{t('gate.typeCode')}</span>
          <input
            value={text}
            autoComplete="off"
            autoCapitalize="characters"
            placeholder={t('gate.typeCodePlaceholder')}
            onChange={(e) => setText(e.target.value)}
          />
        </label>
        <button type="submit" className="button button--primary" disabled={busy || chosen === null}>
          {t('gate.check')}
        </button>
      </form>

      <div className="gate-offline">
        <button
          type="button"
          className="button button--outline"
          disabled={busy || !online}
          onClick={() => void prepareOffline()}
        >
          {t('gate.prepareOffline')}
        </button>
        {pending > 0 && online && (
          <button type="button" className="button button--outline" onClick={() => void sync()}>
            {t('gate.syncNow')}
          </button>
        )}
      </div>
    </main>
  );
}
