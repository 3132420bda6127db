import type { RouteRule } from '../../../src/lib/model/route-rule';
import { demoAutoId } from './demo-auto-id';
import { at } from './demo-clock';

export interface DemoRouteRule {
  id: string;
  data: RouteRule;
}

const t = at('2026-04-01 10:00');

/** Redirects the route-rules function serves: an old campaign, a renamed brand, an external page. */
export const demoRouteRules: DemoRouteRule[] = [
  {
    id: demoAutoId('route-rule/campaign-2026-autumn'),
    data: {
      from: '/campaign/2026-autumn',
      to: '/sorakura',
      status: 301,
      enabled: true,
      createdAt: t,
      updatedAt: t,
    },
  },
  {
    id: demoAutoId('route-rule/old-brand-motogarage'),
    data: {
      from: '/motogarage',
      to: '/moto-garage',
      status: 301,
      enabled: true,
      createdAt: t,
      updatedAt: t,
    },
  },
  {
    id: demoAutoId('route-rule/container-lp'),
    data: {
      from: '/lp/container',
      to: '/box-yard/list',
      status: 302,
      enabled: true,
      createdAt: t,
      updatedAt: t,
    },
  },
  {
    id: demoAutoId('route-rule/recruit'),
    data: {
      from: '/recruit',
      to: 'https://example.com/recruit',
      status: 302,
      enabled: true,
      createdAt: t,
      updatedAt: t,
    },
  },
  {
    id: demoAutoId('route-rule/campaign-2025-winter'),
    data: {
      from: '/campaign/2025-winter',
      to: '/sorakura/info',
      status: 302,
      enabled: false,
      createdAt: at('2025-12-01 10:00'),
      updatedAt: at('2026-03-01 10:00'),
    },
  },
];
