import path from 'node:path';
import { RuleTester } from 'eslint';
import { afterAll, describe, it } from 'vitest';
import { boundaries } from './boundaries.js';
import { fanpassBoundaries } from './fanpass.js';

// RuleTester reports through the test runner's hooks.
Object.assign(RuleTester, { afterAll, describe, it });

const root = '/repo';
const options = [fanpassBoundaries(root)];
const at = (/** @type {string} */ file) => path.join(root, file);
const tester = new RuleTester({ languageOptions: { ecmaVersion: 2024, sourceType: 'module' } });

tester.run('boundaries (web features)', boundaries, {
  valid: [
    { filename: at('packages/web/src/features/tickets/TicketList.tsx'), code: "import { x } from './lib/x';", options },
    {
      filename: at('packages/web/src/features/tickets/a/b.tsx'),
      code: "import { f } from '../../../lib/format';",
      options,
    },
    {
      filename: at('packages/web/src/app/router.tsx'),
      code: "const p = import('../features/tickets/TicketList');",
      options,
    },
    { filename: at('packages/web/src/features/tickets/a.ts'), code: "import x from 'react';", options },
  ],
  invalid: [
    {
      filename: at('packages/web/src/features/orders/OrderPage.tsx'),
      code: "import { TicketCard } from '../tickets/components/TicketCard';",
      options,
      errors: [{ messageId: 'crossSlice' }],
    },
    {
      filename: at('packages/web/src/features/orders/deep/x.ts'),
      code: "import '../../events/tickets.css';",
      options,
      errors: [{ messageId: 'crossSlice' }],
    },
    {
      filename: at('packages/web/src/features/orders/x.ts'),
      code: "export { y } from '../events/y';",
      options,
      errors: [{ messageId: 'crossSlice' }],
    },
    {
      filename: at('packages/web/src/lib/http/client.ts'),
      code: "import { signIn } from '../../features/accounts/api/sign-in';",
      options,
      errors: [{ messageId: 'layer' }],
    },
    {
      filename: at('packages/web/src/components/Button.tsx'),
      code: "import { routes } from '../app/routes';",
      options,
      errors: [{ messageId: 'layer' }],
    },
  ],
});

tester.run('boundaries (api modules)', boundaries, {
  valid: [
    {
      filename: at('packages/api/src/modules/orders/orders.service.ts'),
      code: "import { EventsRepository } from '../events/index.js';",
      options,
    },
    {
      filename: at('packages/api/src/modules/orders/orders.service.ts'),
      code: "import { E } from '../events';",
      options,
    },
    {
      filename: at('packages/api/src/modules/orders/orders.service.ts'),
      code: "import { Order } from './entities/order.entity.js';",
      options,
    },
    {
      filename: at('packages/api/src/database/entities.ts'),
      code: "import { Order } from '../modules/orders/entities/order.entity.js';",
      options,
    },
  ],
  invalid: [
    {
      filename: at('packages/api/src/modules/orders/holds.service.ts'),
      code: "import { EventsRepository } from '../events/events.repository.js';",
      options,
      errors: [{ messageId: 'crossSlice' }],
    },
    {
      filename: at('packages/api/src/modules/tickets/passes/pass.ts'),
      code: "import { Event } from '../../events/entities/event.entity.js';",
      options,
      errors: [{ messageId: 'crossSlice' }],
    },
    {
      filename: at('packages/api/src/common/guards/auth.guard.ts'),
      code: "import { SessionsService } from '../../modules/sessions/index.js';",
      options,
      errors: [{ messageId: 'layer' }],
    },
  ],
});
