import { describeEveryRoute } from './utils/route-checks';

describeEveryRoute('en-US', 'Main navigation');
