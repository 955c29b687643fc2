import type { ElementProps } from '../../core/element/react-implementation.tsx'
import { useLoggedInMember } from '../../core/site-users/use-logged-in-member.ts'
import type { MemberAreaConfig } from './schema.ts'

/**
 * The member area block (block type 67): its light DOM to a logged-in member (a page context with an
 * `authenticatedAccount`, or a site user logged in through `core/site-users`, at once when it happens), the
 * locked text to anyone else. The content is never slotted for a visitor, so it is not drawn.
 */
export function MemberArea({ config, host }: ElementProps<MemberAreaConfig>) {
  const member = useLoggedInMember(host.element)
  if (member) {
    return (
      <div part="content" data-state="member">
        <slot data-member-content="" />
      </div>
    )
  }
  return (
    <div part="locked" data-state="locked" role="status">
      <slot name="locked">
        <p part="locked-text">
          {config.lockedText}
          {config.loginUrl && (
            <>
              {' '}
              <a part="login-link" href={config.loginUrl}>
                {config.loginText}
              </a>
            </>
          )}
        </p>
      </slot>
    </div>
  )
}
