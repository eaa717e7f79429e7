// The users and companies screens of issue 13 in English: a company with an address, a team and its clone; a
// company admin's new user, allowance intervals and expense code rules; a user's canteen credits. The flows are
// declared once for both languages in support/peopleFlows.ts.
import { describePeopleFlows } from '../support/peopleFlows';

describePeopleFlows('en');
