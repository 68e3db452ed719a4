import Step04

/// The step under test: the shared suite reaches it through this name alone.
typealias ChangePasswordPresenter = Step04.ChangePasswordPresenter
