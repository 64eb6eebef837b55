import { rules } from '@gdzyz/validators'
import { useForm } from '@tanstack/react-form'

export function TanStackForm({ onValid }: { onValid: (values: { mobile: string }) => void }) {
  const form = useForm({
    defaultValues: { mobile: '' },
    onSubmit: ({ value }) => onValid(value),
  })
  return (
    <form
      aria-label="TanStack Form"
      onSubmit={(event) => {
        event.preventDefault()
        void form.handleSubmit()
      }}
    >
      <form.Field name="mobile" validators={{ onBlur: rules.mobile }}>
        {(field) => (
          <>
            <label>
              手机号码
              <input
                name={field.name}
                value={field.state.value}
                onBlur={field.handleBlur}
                onChange={(event) => field.handleChange(event.target.value)}
              />
            </label>
            <em role="alert">
              {field.state.meta.errors.map((error) => error?.message).join('；')}
            </em>
          </>
        )}
      </form.Field>
      <button type="submit">提交</button>
    </form>
  )
}
