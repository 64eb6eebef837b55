import { normalizeInput, optional, rules } from '@gdzyz/validators'
import { useForm } from 'react-hook-form'

interface Contact {
  mobile: string
  email?: string
}

export function FieldLevelForm({ onValid }: { onValid: (values: Contact) => void }) {
  const { register, handleSubmit, formState } = useForm<Contact>({ mode: 'onBlur' })
  return (
    <form aria-label="react-hook-form field level" onSubmit={handleSubmit(onValid)}>
      <label>
        手机号码
        <input
          {...register('mobile', {
            required: rules.mobile.requiredMessages['zh-CN'],
            setValueAs: normalizeInput,
            validate: rules.mobile.validate,
          })}
        />
      </label>
      <em role="alert">{formState.errors.mobile?.message}</em>
      <label>
        邮箱
        <input {...register('email', { validate: optional(rules.email).validate })} />
      </label>
      <em role="alert">{formState.errors.email?.message}</em>
      <button type="submit">提交</button>
    </form>
  )
}
