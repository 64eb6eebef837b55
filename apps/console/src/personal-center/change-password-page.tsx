import { Button, Input, Text } from '@chakra-ui/react'
import { changePassword } from '@gdzyz/api-client'
import { hashPassword } from '@gdzyz/auth'
import { useLocale } from '@gdzyz/ui-shell'
import { rules } from '@gdzyz/validators'
import { useMutation } from '@tanstack/react-query'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { useApi } from '../app/api-context'
import { FormField, fieldAria } from '../components/form-field'
import { Panel } from '../components/panel'

interface PasswordForm {
  oldPassword: string
  newPassword: string
  confirm: string
}

/** 修改登录密码: the new password follows the strong-password rule, checked on blur. */
export function ChangePasswordPage({ title }: { title: string }) {
  const { t } = useTranslation('app')
  const locale = useLocale()
  const api = useApi()
  const form = useForm<PasswordForm>({
    // The rule's trigger is blur: first check on blur, then re-check as the user corrects it.
    mode: rules.strongPassword.trigger === 'blur' ? 'onTouched' : 'onSubmit',
    defaultValues: { oldPassword: '', newPassword: '', confirm: '' },
  })
  const { errors } = form.formState
  const mutation = useMutation({
    mutationFn: (values: PasswordForm) =>
      changePassword(api, {
        oldPassword: hashPassword(values.oldPassword),
        newPassword: hashPassword(values.newPassword),
      }),
    onSuccess: () => form.reset(),
  })

  return (
    <Panel title={title} maxW="lg">
      <form noValidate onSubmit={form.handleSubmit((values) => mutation.mutate(values))}>
        <FormField id="oldPassword" label={t('password.old')} error={errors.oldPassword?.message}>
          <Input
            type="password"
            autoComplete="current-password"
            {...fieldAria('oldPassword', errors.oldPassword?.message)}
            {...form.register('oldPassword', {
              required: t('login.required', { field: t('password.old') }),
            })}
          />
        </FormField>
        <FormField id="newPassword" label={t('password.new')} error={errors.newPassword?.message}>
          <Input
            type="password"
            autoComplete="new-password"
            {...fieldAria('newPassword', errors.newPassword?.message)}
            {...form.register('newPassword', {
              validate: {
                rule: (value) => rules.strongPassword.validate(value, locale),
                differs: (value, all) => value !== all.oldPassword || t('password.sameAsOld'),
              },
            })}
          />
        </FormField>
        <FormField id="confirm" label={t('password.confirm')} error={errors.confirm?.message}>
          <Input
            type="password"
            autoComplete="new-password"
            {...fieldAria('confirm', errors.confirm?.message)}
            {...form.register('confirm', {
              validate: (value, all) => value === all.newPassword || t('password.mismatch'),
            })}
          />
        </FormField>
        <Button type="submit" loading={mutation.isPending}>
          {t('password.submit')}
        </Button>
        {mutation.isSuccess ? (
          <Text role="status" color="green.700" mt="3">
            {t('password.done')}
          </Text>
        ) : null}
      </form>
    </Panel>
  )
}
