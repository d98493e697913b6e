/**
 * `check-destinations`: the Google Safe Browsing lookups of the destination checks
 * (docs/product/trust-and-safety.md, "Rechecking codes") where no server of ours runs them. On
 * hosted Supabase, pg_cron calls it every minute with the service-role key
 * (`request_destination_check()`, migration 20261128090000_safe_browsing_schedule.sql); the
 * blocklist recheck runs there in the database itself. Each round is the self-hosted job's own
 * (`checkDestinationsWithSafeBrowsing`); rounds go on while a round found a full load of
 * destinations and the time budget lasts, so a backlog (a first deployment, an import) drains in
 * one call.
 *
 * Answers `{safeBrowsing: {checked, flagged, disabled, enabled}}`, or `{safeBrowsing: 'off'}`
 * without SAFE_BROWSING_API_KEY (nothing is looked up, as on the self-hosted server). Google not
 * answering is a 503: the rounds before it stay recorded and the next call asks again.
 */
import type { RequestIdentity } from '../../http/shared/jwt';
import { refuseUnlessScheduler } from '../scheduler-call';
import { answerOrRefuse, jsonAnswer, refusal, type WebFunction } from '../web-function';
import { SafeBrowsingUnavailable, type SafeBrowsingRound } from './safe-browsing';

export interface CheckDestinationsDeps {
  /** Who calls (refusing a caller without a valid token with a 401). */
  identify: (request: Request) => Promise<RequestIdentity>;
  /**
   * One round of lookups of at most `roundSize` destinations; undefined without an API key
   * (Safe Browsing off).
   */
  checkRound: ((roundSize: number) => Promise<SafeBrowsingRound>) | undefined;
  /** Destinations per round (default 1,000: two of Google's batches). */
  roundSize?: number;
  /** No new round starts after this many milliseconds (default 20 s, well inside a call's limit). */
  budgetMs?: number;
  log: (message: string, error: unknown) => void;
}

export function checkDestinationsFunction(deps: CheckDestinationsDeps): WebFunction {
  const roundSize = deps.roundSize ?? 1000;
  const budgetMs = deps.budgetMs ?? 20_000;
  return (request) =>
    answerOrRefuse(
      async () => {
        await refuseUnlessScheduler(
          request,
          deps.identify,
          'Somente o agendador do projeto verifica os destinos dos códigos.',
        );
        if (!deps.checkRound) return jsonAnswer(200, { safeBrowsing: 'off' });
        const started = Date.now();
        const total: SafeBrowsingRound = { checked: 0, flagged: 0, disabled: 0, enabled: 0 };
        for (;;) {
          let round: SafeBrowsingRound;
          try {
            round = await deps.checkRound(roundSize);
          } catch (error) {
            if (!(error instanceof SafeBrowsingUnavailable)) throw error;
            deps.log('safe_browsing_unavailable', error);
            throw refusal(
              503,
              'safe_browsing_unavailable',
              'O Google Safe Browsing não respondeu; o próximo agendamento tenta de novo.',
            );
          }
          total.checked += round.checked;
          total.flagged += round.flagged;
          total.disabled += round.disabled;
          total.enabled += round.enabled;
          if (round.checked < roundSize || Date.now() - started >= budgetMs) break;
        }
        return jsonAnswer(200, { safeBrowsing: total });
      },
      {
        status: 500,
        code: 'check_failed',
        message:
          'Não foi possível verificar os destinos agora; o próximo agendamento tenta de novo.',
      },
      deps.log,
    );
}
