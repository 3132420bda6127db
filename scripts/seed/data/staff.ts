import { at } from './demo-clock';

/** The staff directory (staff/{uid}): the demo admin account as staff see it in histories. */
export const demoStaff = [
  {
    id: 'demo-admin',
    data: {
      name: '佐藤 美咲',
      email: 'admin@example.com',
      active: true,
      // Operator-wide staff (docs/auth.md, "Staff"): the rules confirm the demo admin's claim
      // with this entry.
      brands: null,
      updatedAt: at('2026-04-01'),
    },
  },
];
