import { useState } from 'react'
import { FieldLevelForm } from './field-level-form'
import { SchemaForm } from './schema-form'
import { TanStackForm } from './tanstack-form'

export function FormsPage() {
  const [submitted, setSubmitted] = useState('')
  const show = (values: object) => setSubmitted(JSON.stringify(values))
  return (
    <main>
      <h1>表单</h1>
      <FieldLevelForm onValid={show} />
      <SchemaForm onValid={show} />
      <TanStackForm onValid={show} />
      <output aria-label="submitted">{submitted}</output>
    </main>
  )
}
