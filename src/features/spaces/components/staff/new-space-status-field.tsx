import { SelectField } from '@/components/form/select-field';
import { spaceStatusLabels } from '@/lib/model/space';
import { staffSpaceStatuses } from '../../space-fields';

/** 空き / 募集停止: the first state of a new space (申込 and 契約 come from applications). */
const newSpaceStatusOptions = staffSpaceStatuses.map((status) => ({
  value: status,
  label: spaceStatusLabels[status],
}));

/** 状態 of the space(s) being added (one space or a series). */
export function NewSpaceStatusField() {
  return (
    <SelectField
      name="status"
      label="状態"
      options={newSpaceStatusOptions}
      required
      hint="申込受付中・契約中は申込から設定されます"
      className="space-form__narrow"
    />
  );
}
