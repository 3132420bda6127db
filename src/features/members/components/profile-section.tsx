import { useRef, useState } from 'react';
import type { Member } from '@/lib/model/member';
import type { ProfileFormValues } from '../profile-form-schema';
import { ProfileForm, type ProfileFormProps } from './profile-form';
import { ProfileView } from './profile-view';

export type ProfileSectionProps = {
  member: Member | null;
  signedInEmail: string;
  /** Saves the profile (creates it when `member` is null); throws when it cannot. */
  onSave: (values: ProfileFormValues) => Promise<void>;
  lookup?: ProfileFormProps['lookup'];
};

/**
 * プロフィール: the saved profile and 編集する, which turns it into the form in place; a
 * first-time user gets a word on why and the form at once. Saving says so and shows the result.
 */
export function ProfileSection({ member, signedInEmail, onSave, lookup }: ProfileSectionProps) {
  const [editing, setEditing] = useState(false);
  const [notice, setNotice] = useState('');
  const editButton = useRef<HTMLButtonElement>(null);
  const showForm = editing || member === null;

  // Back to the view: the keyboard stays where the person was (the edit button).
  const closeForm = () => {
    setEditing(false);
    requestAnimationFrame(() => editButton.current?.focus());
  };

  const save = async (values: ProfileFormValues) => {
    await onSave(values);
    setNotice('プロフィールを保存しました。');
    closeForm();
  };

  return (
    <div className="my-unit-profile">
      <p className="my-unit__notice" role="status">
        {notice}
      </p>
      {member === null ? (
        <p className="my-unit__intro">
          プロフィールがまだ登録されていません。お名前とご連絡先を登録しておくと、お申し込みやお問い合わせのときに入力が省けます。
        </p>
      ) : null}
      {showForm ? (
        <ProfileForm
          member={member}
          signedInEmail={signedInEmail}
          onSave={save}
          {...(member === null ? {} : { onCancel: closeForm })}
          {...(lookup ? { lookup } : {})}
        />
      ) : (
        <>
          <ProfileView member={member} />
          <p className="my-unit__actions">
            <button
              ref={editButton}
              type="button"
              className="button button--secondary"
              onClick={() => {
                setNotice('');
                setEditing(true);
              }}
            >
              プロフィールを編集する
            </button>
          </p>
        </>
      )}
    </div>
  );
}
