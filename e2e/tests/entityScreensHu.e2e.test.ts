// The entity screens of issue 12 in Hungarian, on promotions ("Kedvezmények") and tags ("Címkék"): the same flows
// as entityScreens.e2e.test.ts (support/entityFlows.ts), with the locale chosen through the language switch; the
// create test repeats a seeded tag's Hungarian name, so the platform's refusal lands on the Hungarian tab.
import { describeEntityFlows } from '../support/entityFlows';

describeEntityFlows('hu');
