/** The production entry (`node dist-server/api/main.js`): the server alone, with no demo data. `npm start` is seed/start.ts. */
import { serve } from './serve.ts';

serve();
