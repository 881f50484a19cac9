/**
 * /admincp/privacy/*: the office's privacy duties (grievance queue, access log, breach notice).
 * Loaded on its own when first opened, so the rest of the workspace does not carry it.
 */
import { Redirect, Route, Switch } from 'wouter';
import { NotFoundScreen } from '../../../components/StatusScreen.tsx';
import { AccessLogScreen } from './AccessLogScreen.tsx';
import { BreachNoticeScreen } from './BreachNoticeScreen.tsx';
import { GrievanceQueue } from './GrievanceQueue.tsx';

export function PrivacyRoutes() {
  return (
    <Switch>
      <Route path="/admincp/privacy">
        <Redirect to="/admincp/privacy/grievances" replace />
      </Route>
      <Route path="/admincp/privacy/grievances" component={GrievanceQueue} />
      <Route path="/admincp/privacy/access-log" component={AccessLogScreen} />
      <Route path="/admincp/privacy/breach-notices" component={BreachNoticeScreen} />
      <Route>
        <NotFoundScreen />
      </Route>
    </Switch>
  );
}
