import Step28

/// The step under test: the shared suite reaches it through this name alone.
typealias ChangePasswordPresenter = Step28.ChangePasswordPresenter
