// The entity screens of issue 12 in English, on promotions ("Discounts") and tags: filter through the panel and
// keep it across a reload, create (client-side error after the validation delay, a platform violation on its
// field, the Created toast on the new edit route), the leave guard, delete from the edit screen, and batch delete
// with its progress. The flows are declared once for both languages in support/entityFlows.ts.
import { describeEntityFlows } from '../support/entityFlows';

describeEntityFlows('en');
