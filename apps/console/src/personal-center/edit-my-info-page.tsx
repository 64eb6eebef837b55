import { Box, Button, Input, Spinner, Text } from '@chakra-ui/react'
import { type AdminProfile, updateMyInfo } from '@gdzyz/api-client'
import { apiKeys, myInfoQuery } from '@gdzyz/api-client/query'
import { useLocale } from '@gdzyz/ui-shell'
import { rules } from '@gdzyz/validators'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { useApi } from '../app/api-context'
import { FormField, fieldAria } from '../components/form-field'
import { Panel } from '../components/panel'
import { AvatarField } from './avatar-field'

interface InfoForm {
  mobile: string
  idpicPath: string
}

const textOf = (value: unknown): string => (typeof value === 'string' ? value : '')

function InfoFormView({ profile }: { profile: AdminProfile }) {
  const { t } = useTranslation('app')
  const locale = useLocale()
  const api = useApi()
  const queryClient = useQueryClient()
  const form = useForm<InfoForm>({
    // The rule's trigger is blur: first check on blur, then re-check as the user corrects it.
    mode: rules.mobile.trigger === 'blur' ? 'onTouched' : 'onSubmit',
    defaultValues: { mobile: textOf(profile.mobile), idpicPath: textOf(profile.idpicPath) },
  })
  const { errors } = form.formState
  const mutation = useMutation({
    mutationFn: (values: InfoForm) => updateMyInfo(api, { ...values }),
    onSuccess: (_answer, values) => {
      // The saved values are the form's new baseline: any later change makes it dirty again.
      form.reset(values)
      return queryClient.invalidateQueries({ queryKey: apiKeys.myInfo() })
    },
  })
  // 保存成功 describes what is on screen only until something new (an avatar, a number) is entered.
  const saved = mutation.isSuccess && !form.formState.isDirty

  return (
    <form noValidate onSubmit={form.handleSubmit((values) => mutation.mutate(values))}>
      <AvatarField
        label={t('profile.avatar')}
        value={form.watch('idpicPath')}
        onChange={(url) => form.setValue('idpicPath', url, { shouldDirty: true })}
      />
      <FormField id="userName" label={t('profile.userName')}>
        <Input id="userName" value={textOf(profile.userName)} readOnly />
      </FormField>
      <FormField id="mobile" label={t('profile.mobile')} error={errors.mobile?.message}>
        <Input
          type="tel"
          inputMode="numeric"
          autoComplete="tel"
          {...fieldAria('mobile', errors.mobile?.message)}
          {...form.register('mobile', {
            validate: (value) => rules.mobile.validate(value, locale),
          })}
        />
      </FormField>
      <Button type="submit" loading={mutation.isPending}>
        {t('profile.save')}
      </Button>
      {saved ? (
        <Text role="status" color="green.700" mt="3">
          {t('profile.saved')}
        </Text>
      ) : null}
    </form>
  )
}

/** 个人资料: loaded from preEditMyInfo, saved with the mobile rule checked on blur. */
export function EditMyInfoPage({ title }: { title: string }) {
  const { t } = useTranslation('app')
  const api = useApi()
  const { data, isPending, isError } = useQuery(myInfoQuery(api))
  return (
    <Panel title={title} maxW="lg">
      {isPending ? (
        <Spinner />
      ) : isError ? (
        <Box role="alert" color="red.700">
          {t('profile.loadFailed')}
        </Box>
      ) : (
        <InfoFormView profile={data} />
      )}
    </Panel>
  )
}
