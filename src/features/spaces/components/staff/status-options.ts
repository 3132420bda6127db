import { spaceStatusLabels } from '@/lib/model/space';
import { staffSpaceStatuses } from '../../space-fields';

/** 空き / 募集停止: the first state of a new space (申込 and 契約 come from applications). */
export const newSpaceStatusOptions = staffSpaceStatuses.map((status) => ({
  value: status,
  label: spaceStatusLabels[status],
}));
