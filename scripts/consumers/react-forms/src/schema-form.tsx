import { formSchema, optional, rules } from '@gdzyz/validators'
import { standardSchemaResolver } from '@hookform/resolvers/standard-schema'
import { useForm } from 'react-hook-form'

interface Registration {
  account: string
  mobile: string
  email?: string
  agree: boolean
}

const schema = formSchema<Registration>({
  account: rules.account,
  mobile: rules.mobile,
  email: optional(rules.email),
})

export function SchemaForm({ onValid }: { onValid: (values: Registration) => void }) {
  const { register, handleSubmit, formState } = useForm({
    mode: 'onBlur',
    resolver: standardSchemaResolver(schema),
    defaultValues: { account: '', mobile: '', email: '', agree: false },
  })
  return (
    <form aria-label="react-hook-form Standard Schema" onSubmit={handleSubmit(onValid)}>
      <label>
        账号
        <input {...register('account')} />
      </label>
      <em role="alert">{formState.errors.account?.message}</em>
      <label>
        手机号码
        <input {...register('mobile')} />
      </label>
      <em role="alert">{formState.errors.mobile?.message}</em>
      <label>
        邮箱
        <input {...register('email')} />
      </label>
      <em role="alert">{formState.errors.email?.message}</em>
      <label>
        <input type="checkbox" {...register('agree')} />
        同意服务协议
      </label>
      <button type="submit">注册</button>
    </form>
  )
}
