// Issue 15, canteens half: the cloud canteen flows (support/canteenFlows.ts) in English and in Hungarian, each
// language on its own stack.
import { describeCanteenFlows } from '../support/canteenFlows';

describeCanteenFlows('en');
describeCanteenFlows('hu');
