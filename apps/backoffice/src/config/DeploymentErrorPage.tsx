import enTexts from '../i18n/en/deployment';
import huTexts from '../i18n/hu/deployment';
import { messageColumn } from '../plain/plainLayout.css';
import type { DeploymentProblem } from './deployment';

const TEXTS = { en: enTexts, hu: huTexts };

/**
 * The page of a build whose deployment settings cannot be used (config/deployment.ts): it names what is wrong
 * and points the operator to the README, instead of calling any platform. Shown before the app (and its remote
 * translations) start, so it reads the bundled texts of the locale directly.
 */
export function DeploymentErrorPage({
  problem,
  locale,
}: {
  problem: DeploymentProblem;
  locale: 'en' | 'hu';
}) {
  const texts = TEXTS[locale];
  return (
    <main lang={locale}>
      <section className={messageColumn} role="alert">
        <h1>{texts.title}</h1>
        <p>{texts.description}</p>
        {problem.invalid.length > 0 ? (
          <p>
            {texts.invalid} <code>{problem.invalid.join(', ')}</code>
          </p>
        ) : null}
        {problem.badFile ? <p>{texts.badFile}</p> : null}
      </section>
    </main>
  );
}
