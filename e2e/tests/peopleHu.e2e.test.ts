// The users and companies screens of issue 13 in Hungarian: the same flows as people.e2e.test.ts
// (support/peopleFlows.ts), with the locale chosen through the language switch; the allowance days start on Monday.
import { describePeopleFlows } from '../support/peopleFlows';

describePeopleFlows('hu');
